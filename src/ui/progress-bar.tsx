import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';

export type ProgressBarProps = {
  label: string;
  /** 0 to 100; omitted shows an indeterminate bar. */
  value?: number;
};

export function ProgressBar({ label, value }: ProgressBarProps) {
  return (
    <AriaProgressBar className="progress" value={value} isIndeterminate={value === undefined}>
      {({ percentage }) => (
        <>
          <Label className="progress-label">{label}</Label>
          <div className="progress-track">
            <div
              className="progress-fill"
              style={value === undefined ? undefined : { width: `${Math.round(percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
