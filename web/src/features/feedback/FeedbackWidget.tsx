import { MessageSquareHeart, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STEPS, FeedbackRequest } from '../../../../lambdas/contracts/feedback';
import { useEscape } from '../../lib/useEscape';
import { EMPTY, canGoOn, type Answers } from './answers';
import { sendFeedback } from './api';
import { FeedbackStep } from './FeedbackStep';

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

  const ready = canGoOn(step, answers);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Closes the panel, answers kept, and gives the focus back to the button that opens it. */
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  useEscape(close, open);

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

  return (
    <>
      <button
        ref={toggle}
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
                else if (ready) setStep(step + 1);
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
              <FeedbackStep step={step} answers={answers} set={set} />
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
                  <button type="submit" className="button primary" disabled={!ready}>
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
