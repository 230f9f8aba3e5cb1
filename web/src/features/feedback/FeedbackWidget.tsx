import { MessageSquareHeart, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEATURE_OPTIONS,
  FEEDBACK_STEPS,
  FeedbackRequest,
  TEXT_MAX,
  type FeatureOption,
} from '../../../../lambdas/contracts/feedback';
import { sendFeedback } from './api';

interface Answers {
  satisfaction: number | null;
  usefulFeature: FeatureOption | '';
  missingFeature: string;
  usabilityRating: number | null;
  recommendation: number | null;
  email: string;
  additionalComments: string;
}

const EMPTY: Answers = {
  satisfaction: null,
  usefulFeature: '',
  missingFeature: '',
  usabilityRating: null,
  recommendation: null,
  email: '',
  additionalComments: '',
};

function RatingGroup(props: {
  legend: string;
  max: 5 | 10;
  value: number | null;
  onChange(value: number): void;
  low: string;
  high: string;
}) {
  const { t } = useTranslation('app');
  const name = useId();
  return (
    <fieldset className="rating">
      <legend>{props.legend}</legend>
      <div className="rating-options">
        {Array.from({ length: props.max }, (_, i) => i + 1).map((value) => (
          <label key={value} className="rating-option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={props.value === value}
              onChange={() => props.onChange(value)}
              aria-label={t('feedback.ratingValue', { value, max: props.max })}
            />
            <span aria-hidden="true">{value}</span>
          </label>
        ))}
      </div>
      <div className="rating-scale" aria-hidden="true">
        <span>{props.low}</span>
        <span>{props.high}</span>
      </div>
    </fieldset>
  );
}

/** The floating feedback questionnaire: six steps, then a thank-you (spec sections 2, 4, 5, 8, 9). */
export function FeedbackWidget() {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());
  const set = <K extends keyof Answers>(key: K, value: Answers[K]) =>
    setAnswers((a) => ({ ...a, [key]: value }));

  function reset() {
    setOpen(false);
    setStep(0);
    setAnswers(EMPTY);
    setSubmitted(false);
    setFailed(false);
    setSubmissionId(crypto.randomUUID());
  }

  const canGoOn =
    (step === 0 && answers.satisfaction !== null) ||
    (step === 1 && answers.usefulFeature !== '') ||
    step === 2 ||
    (step === 3 && answers.usabilityRating !== null) ||
    (step === 4 && answers.recommendation !== null);

  async function submit() {
    const parsed = FeedbackRequest.safeParse({ ...answers, email: answers.email.trim() });
    if (!parsed.success) {
      setFailed(true);
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      await sendFeedback(parsed.data, submissionId);
      setSubmitted(true);
    } catch (error) {
      console.error('Feedback not sent', error instanceof Error ? error.name : error);
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  }

  const steps: ReactNode[] = [
    <RatingGroup
      key="s"
      legend={t('feedback.satisfaction')}
      max={5}
      value={answers.satisfaction}
      onChange={(v) => set('satisfaction', v)}
      low={t('feedback.low5')}
      high={t('feedback.high5')}
    />,
    <fieldset key="f" className="choices">
      <legend>{t('feedback.usefulFeature')}</legend>
      {FEATURE_OPTIONS.map((option) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name="usefulFeature"
            value={option}
            checked={answers.usefulFeature === option}
            onChange={() => set('usefulFeature', option)}
          />
          <span>{t(`feedback.options.${option}`)}</span>
        </label>
      ))}
    </fieldset>,
    <div key="m" className="field">
      <label htmlFor="fb-missing">{t('feedback.missingFeature')}</label>
      <p className="hint" id="fb-missing-hint">
        {t('feedback.missingHint')}
      </p>
      <textarea
        id="fb-missing"
        rows={4}
        maxLength={TEXT_MAX}
        aria-describedby="fb-missing-hint"
        value={answers.missingFeature}
        onChange={(e) => set('missingFeature', e.target.value)}
      />
    </div>,
    <RatingGroup
      key="u"
      legend={t('feedback.usability')}
      max={5}
      value={answers.usabilityRating}
      onChange={(v) => set('usabilityRating', v)}
      low={t('feedback.low5')}
      high={t('feedback.high5')}
    />,
    <RatingGroup
      key="r"
      legend={t('feedback.recommendation')}
      max={10}
      value={answers.recommendation}
      onChange={(v) => set('recommendation', v)}
      low={t('feedback.low10')}
      high={t('feedback.high10')}
    />,
    <div key="e" className="stack">
      <p className="question">{t('feedback.final')}</p>
      <div className="field">
        <label htmlFor="fb-email">{t('feedback.email')}</label>
        <p className="hint" id="fb-email-hint">
          {t('feedback.emailHint')}
        </p>
        <input
          id="fb-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-describedby="fb-email-hint"
          value={answers.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="fb-comments">{t('feedback.comments')}</label>
        <textarea
          id="fb-comments"
          rows={3}
          maxLength={TEXT_MAX}
          value={answers.additionalComments}
          onChange={(e) => set('additionalComments', e.target.value)}
        />
      </div>
    </div>,
  ];

  return (
    <>
      <button
        type="button"
        className="feedback-button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="feedback-panel"
        aria-label={open ? t('feedback.close') : t('feedback.open')}
        title={t('feedback.open')}
      >
        {open ? <X aria-hidden /> : <MessageSquareHeart aria-hidden />}
      </button>
      {open ? (
        <section
          id="feedback-panel"
          className="panel feedback-panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby="fb-title"
        >
          <div className="panel-header">
            <h2 id="fb-title">{t('feedback.title')}</h2>
            <button type="button" className="icon-button" onClick={reset} aria-label={t('feedback.close')}>
              <X aria-hidden />
            </button>
          </div>
          {submitted ? (
            <div className="feedback-done" role="status">
              <p className="empty-title">{t('feedback.thanks')}</p>
              <p>{t('feedback.thanksText')}</p>
              <button type="button" className="button primary" onClick={reset}>
                {t('feedback.done')}
              </button>
            </div>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (step === FEEDBACK_STEPS - 1) void submit();
                else if (canGoOn) setStep(step + 1);
              }}
            >
              <div
                className="progress"
                role="progressbar"
                aria-labelledby="fb-title"
                aria-valuemin={1}
                aria-valuemax={FEEDBACK_STEPS}
                aria-valuenow={step + 1}
                aria-valuetext={t('feedback.progress', { current: step + 1, total: FEEDBACK_STEPS })}
              >
                <div className="progress-bar" style={{ width: `${((step + 1) / FEEDBACK_STEPS) * 100}%` }} />
              </div>
              <p className="muted">{t('feedback.progress', { current: step + 1, total: FEEDBACK_STEPS })}</p>
              {steps[step]}
              {failed ? (
                <p role="alert" className="error">
                  {t('feedback.error')}
                </p>
              ) : null}
              <div className="button-row">
                {step > 0 ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => setStep(step - 1)}
                    disabled={submitting}
                  >
                    {t('feedback.back')}
                  </button>
                ) : null}
                {step < FEEDBACK_STEPS - 1 ? (
                  <button type="submit" className="button primary" disabled={!canGoOn}>
                    {t('feedback.next')}
                  </button>
                ) : (
                  <button type="submit" className="button primary" disabled={submitting}>
                    {submitting ? t('feedback.submitting') : t('feedback.submit')}
                  </button>
                )}
              </div>
            </form>
          )}
        </section>
      ) : null}
    </>
  );
}
