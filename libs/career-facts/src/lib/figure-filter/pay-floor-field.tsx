import { useLingui } from '@lingui/react/macro';
import {
  HOURS_A_YEAR,
  MAX_PAY_FLOOR,
  PAY_FLOOR_STEP,
  type PayPeriod,
  isPayFloorAmount,
  payFloorPer,
  yearlyPayFloor,
} from '@pathwise/assessment';
import { formatMoney, formatNumber } from '@pathwise/i18n';
import { TextField } from '@pathwise/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** A pause in typing this long applies what was typed, as leaving the field or Enter does. */
const TYPING_PAUSE_MS = 800;

/** The amount as the field shows it: digits only, as a number input takes them. */
const shown = (yearly: number | null, period: PayPeriod) =>
  yearly === null ? '' : String(payFloorPer(yearly, period));

type Read = { yearly: number | null } | { problem: 'typed' | 'too-high' };

/**
 * What was typed: nothing (any pay), a floor in dollars a year, or why it can't be one. A number
 * input reports letters or a second decimal point as bad input (`badInput`), its value empty.
 */
function readTyped(text: string, period: PayPeriod, badInput = false): Read {
  if (badInput) return { problem: 'typed' };
  if (text.trim() === '') return { yearly: null };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount <= 0) return { problem: 'typed' };
  const yearly = yearlyPayFloor(amount, period);
  if (yearly > MAX_PAY_FLOOR) return { problem: 'too-high' };
  return isPayFloorAmount(yearly) ? { yearly } : { problem: 'typed' };
}

/**
 * The lowest median pay a list keeps, in any amount, typed or stepped, by the year or the hour. The
 * list takes dollars a year (`value`); an hour counts over a full-time year, and the field says
 * what the amount comes to the other way. What is typed applies on a pause, on Enter or on leaving
 * the field; what can't be a floor is said and leaves the list as it was.
 */
export function PayFloorField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (yearly: number | null) => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [period, setPeriod] = useState<PayPeriod>('year');
  const [text, setText] = useState(() => shown(value, period));
  const [problem, setProblem] = useState<'typed' | 'too-high' | null>(null);
  // The floor this field last gave: another one arriving (a link, "any pay") replaces the text.
  const given = useRef(value);
  const pause = useRef<number | undefined>(undefined);
  // A pause ends after later renders: it applies through the list's latest handler.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(shown(value, period));
    setProblem(null);
  }, [value, period]);
  useEffect(() => () => window.clearTimeout(pause.current), []);

  const apply = (typed = text) => {
    window.clearTimeout(pause.current);
    const read = readTyped(typed, period, input.current?.validity.badInput);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    if (read.yearly === given.current) return;
    given.current = read.yearly;
    latestOnChange.current(read.yearly);
  };

  const type = (next: string) => {
    setText(next);
    window.clearTimeout(pause.current);
    pause.current = window.setTimeout(() => apply(next), TYPING_PAUSE_MS);
  };

  /** One step up or down, to the next whole step: $55,500 goes up to $56,000 and down to $55,000. */
  const step = (direction: 1 | -1) => {
    const size = PAY_FLOOR_STEP[period];
    const now = Number(text) || 0;
    const steps = direction === 1 ? Math.floor(now / size) + 1 : Math.ceil(now / size) - 1;
    const ceiling = payFloorPer(MAX_PAY_FLOOR, period);
    const next = Math.min(ceiling, Math.max(0, Math.round(steps * size * 100) / 100));
    type(next === 0 ? '' : String(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Applies here: it submits no form the field may sit in.
      event.preventDefault();
      apply();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const switchPeriod = (next: PayPeriod) => {
    const read = readTyped(text, period);
    setPeriod(next);
    // The same floor, said the other way.
    if ('yearly' in read) setText(shown(read.yearly, next));
  };

  const typed = readTyped(text, period);
  const yearly = 'yearly' in typed ? typed.yearly : null;
  const hourly = yearly === null ? '' : formatMoney(payFloorPer(yearly, 'hour'), { cents: true });
  const yearlyWords = yearly === null ? '' : formatMoney(yearly);
  const hours = formatNumber(HOURS_A_YEAR);
  const ceiling = formatMoney(MAX_PAY_FLOOR);
  const hint =
    yearly === null
      ? t`Leave it empty for any pay.`
      : period === 'year'
        ? t`About ${hourly} an hour, working full time.`
        : t`About ${yearlyWords} a year, working full time (${hours} hours).`;
  const error =
    problem === 'too-high'
      ? t`Type at most ${ceiling} a year.`
      : problem === 'typed'
        ? t`Type an amount in digits, such as 55000, or leave it empty for any pay.`
        : undefined;

  return (
    <TextField
      ref={input}
      className="mt-2 w-full sm:max-w-sm"
      // The arrow keys step by whole thousands (or 50 cents); the browser's own spin buttons,
      // which would step by a dollar, are hidden.
      inputClassName="[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      label={t`Median pay of at least (US dollars)`}
      hint={hint}
      error={error}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      autoComplete="off"
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={() => apply()}
      onKeyDown={onKeyDown}
      addon={
        <select
          aria-label={t`Per year or per hour`}
          className="selectable h-11 w-auto rounded-lg border border-border bg-surface px-2 text-surface-foreground"
          value={period}
          onChange={(event) => switchPeriod(event.target.value === 'hour' ? 'hour' : 'year')}
        >
          <option value="year">{t`a year`}</option>
          <option value="hour">{t`an hour`}</option>
        </select>
      }
    />
  );
}
