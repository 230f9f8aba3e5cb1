import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE_OPTIONS, TEXT_MAX } from '../../../../lambdas/contracts/feedback';
import type { Answers } from './answers';

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

/** One step of the questionnaire: its question and the controls that answer it. */
export function FeedbackStep({
  step,
  answers,
  set,
}: {
  step: number;
  answers: Answers;
  set<K extends keyof Answers>(key: K, value: Answers[K]): void;
}) {
  const { t } = useTranslation('app');
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
  return steps[step];
}
