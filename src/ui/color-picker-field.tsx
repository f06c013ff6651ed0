import { useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Popover,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import {
  defaultSpecialtyColor,
  isSpecialtyColor,
  specialtyColorPalette,
} from '../../core/domain/specialties.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { TextField } from './text-field.tsx';
import './rich-text.css';

export type ColorPickerFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | null;
};

/**
 * A colour: typed as #RRGGBB (at most 7 characters) or chosen from the 18-colour palette, which a
 * toggle opens and closes; choosing a colour closes it (platform.md §4, §9).
 */
export function ColorPickerField({ label, value, onChange, errorMessage }: ColorPickerFieldProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const shown = isSpecialtyColor(value) ? value : defaultSpecialtyColor;
  return (
    <div className="color-picker">
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        maxLength={7}
        errorMessage={errorMessage ?? null}
      />
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <AriaButton
          className="color-swatch-button"
          style={{ background: shown }}
          aria-label={t('SpChooseColor', { color: shown })}
        />
        <Popover className="popover" placement="bottom start">
          <Dialog aria-label={t('SpColorPalette')}>
            <RadioGroup
              className="color-palette"
              aria-label={t('SpColorPalette')}
              orientation="horizontal"
              value={value.toUpperCase()}
              onChange={(color) => {
                onChange(color);
                setOpen(false);
              }}
            >
              {specialtyColorPalette.map((color) => (
                <Radio
                  key={color}
                  value={color}
                  className="color-swatch"
                  style={{ background: color }}
                  aria-label={color}
                />
              ))}
            </RadioGroup>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
