import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

function ReloadOffer() {
  const { t } = useTranslation('app');
  return (
    <div className="centered" role="alert">
      <PageTitle>{t('chunkError.title')}</PageTitle>
      <p>{t('chunkError.text')}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('chunkError.reload')}
      </button>
    </div>
  );
}

/** Catches a page that failed to load (or to render) and offers a reload instead of a blank screen. */
export class ChunkErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed', error instanceof Error ? error.name : error);
  }

  override render() {
    return this.state.failed ? <ReloadOffer /> : this.props.children;
  }
}
