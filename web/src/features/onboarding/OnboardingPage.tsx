import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';

const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** The onboarding demo: four short cards about what the app does. */
export default function OnboardingPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const key = STEPS[step] ?? 's1';
  const last = step === STEPS.length - 1;
  return (
    <>
      <PageTitle>{t('onboarding.title')}</PageTitle>
      <section className="card onboarding" aria-live="polite">
        <p className="muted">{t('onboarding.step', { current: step + 1, total: STEPS.length })}</p>
        <h2>{t(`onboarding.${key}Title`)}</h2>
        <p>{t(`onboarding.${key}Text`)}</p>
        <div className="button-row">
          {step > 0 ? (
            <button type="button" className="button" onClick={() => setStep(step - 1)}>
              {t('onboarding.back')}
            </button>
          ) : null}
          {last ? (
            <button type="button" className="button primary" onClick={() => navigate('/dashboard')}>
              {t('onboarding.finish')}
            </button>
          ) : (
            <button type="button" className="button primary" onClick={() => setStep(step + 1)}>
              {t('onboarding.next')}
            </button>
          )}
        </div>
        {last ? null : (
          <Link to="/dashboard" className="text-link">
            {t('onboarding.skip')}
          </Link>
        )}
      </section>
    </>
  );
}
