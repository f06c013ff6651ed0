import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { isOnMap, type MapKey, nextTile, stateTiles } from './us-state-tiles.ts';
import './us-state-map.css';

export type MapState = { code: string; name: string; count: number };

export type UsStateMapProps = {
  /** Names the map (a group) for screen readers. */
  label: string;
  /** Says how to move around; read after the label. */
  hint: string;
  /** Every state to draw or list, with its count; states without an entry show 0. */
  states: readonly MapState[];
  /** US state names by code, for the tiles of states the answer did not list. */
  names: (code: string) => string;
  /** The accessible name of a tile, e.g. 'California: 12 programs'. */
  stateLabel: (state: MapState) => string;
  selectedCode: string | null;
  onSelect: (code: string | null) => void;
  /** Heading of the states that have no tile (another country's provinces). */
  outsideLabel: string;
};

const mapKeys = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Colour steps; the count is always written on the tile too (colour is never the only signal). */
function levelOf(count: number): number {
  if (count === 0) return 0;
  if (count < 3) return 1;
  return count < 10 ? 2 : 3;
}

/**
 * A tile-grid map of the US: each state a toggle button placed where the state lies, carrying its
 * count. One tab stop; the arrow keys move between states (roving focus), Enter or Space chooses.
 */
export function UsStateMap({
  label,
  hint,
  states,
  names,
  stateLabel,
  selectedCode,
  onSelect,
  outsideLabel,
}: UsStateMapProps) {
  const byCode = new Map(states.map((state) => [state.code, state]));
  const [focusCode, setFocusCode] = useState<string>(
    selectedCode && isOnMap(selectedCode) ? selectedCode : (stateTiles[0]?.code ?? ''),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();

  const onKeyDown = (code: string) => (event: KeyboardEvent) => {
    if (!mapKeys.has(event.key)) return;
    event.preventDefault();
    const target = nextTile(stateTiles, code, event.key as MapKey);
    if (!target) return;
    setFocusCode(target.code);
    buttons.current.get(target.code)?.focus();
  };

  const outside = states.filter((state) => !isOnMap(state.code));

  return (
    <div className="stack">
      <p id={hintId} className="field-description">
        {hint}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div className="us-map" role="group" aria-label={label} aria-describedby={hintId}>
        {stateTiles.map((tile) => {
          const state = byCode.get(tile.code) ?? { code: tile.code, name: names(tile.code), count: 0 };
          return (
            <ToggleButton
              key={tile.code}
              ref={(element) => {
                if (element) buttons.current.set(tile.code, element);
                else buttons.current.delete(tile.code);
              }}
              className="us-map-tile"
              style={{ gridColumn: tile.col + 1, gridRow: tile.row + 1 }}
              data-level={levelOf(state.count)}
              aria-label={stateLabel(state)}
              isSelected={selectedCode === tile.code}
              onChange={(isSelected) => onSelect(isSelected ? tile.code : null)}
              onFocus={() => setFocusCode(tile.code)}
              onKeyDown={onKeyDown(tile.code)}
              excludeFromTabOrder={tile.code !== focusCode}
            >
              <span className="us-map-tile-code" aria-hidden="true">
                {tile.code}
              </span>
              <span className="us-map-tile-count" aria-hidden="true">
                {state.count}
              </span>
            </ToggleButton>
          );
        })}
      </div>
      {outside.length > 0 ? (
        <section className="stack">
          <h3>{outsideLabel}</h3>
          <ul className="us-map-outside">
            {outside.map((state) => (
              <li key={state.code}>
                <ToggleButton
                  className="btn btn-secondary"
                  isSelected={selectedCode === state.code}
                  onChange={(isSelected) => onSelect(isSelected ? state.code : null)}
                >
                  {stateLabel(state)}
                </ToggleButton>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
