import { useT } from '../lib/i18n/i18n.ts';
import { Button } from './button.tsx';

export type ErrorPanelProps = {
  message: string;
  onReportBug?: () => void;
  onClose?: () => void;
};

/** The error-message panel: the message, 'Report the bug' and 'Close' (platform.md §2). */
export function ErrorPanel({ message, onReportBug, onClose }: ErrorPanelProps) {
  const t = useT();
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel-message">{message}</p>
      <div className="button-row">
        {onReportBug ? (
          <Button variant="secondary" onPress={onReportBug}>
            {t('ReportTheBug')}
          </Button>
        ) : null}
        {onClose ? (
          <Button variant="ghost" onPress={onClose}>
            {t('Close')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
