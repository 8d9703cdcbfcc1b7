import {
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
  type Ref,
  forwardRef,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../cn';
import { FieldError, FieldHint, OptionalMark, describedBy, fieldIds } from '../field/field-parts';
import { mergeRefs } from '../field/merge-refs';
import { type ChoiceLayout, type ChoiceOption, ChoiceOptionRow } from './choice-option';
import { maxRuleText, overMaxText, toggledValues } from './choices';

/** What react-hook-form's `register` returns, spread onto every option. */
export type ChoiceRegistration = {
  name: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
  ref: Ref<HTMLInputElement>;
};

type CommonProps = {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Adds "(optional)" to the legend. */
  optional?: boolean;
  options: readonly ChoiceOption[];
  /** `cards` (the default): a grid of options with room for descriptions; `inline`: short options in a row. */
  layout?: ChoiceLayout;
  /** Ids of text elsewhere on the page that explains the question too. */
  describedBy?: string;
  /** Marks the options invalid when what is wrong is said elsewhere (give its id in `describedBy`). */
  invalid?: boolean;
  /** Shown before the options, inside the group: a search box that finds them, say. */
  lead?: ReactNode;
  /** For react-hook-form: `registration={register('field')}`, instead of `value` and `onChange`. */
  registration?: ChoiceRegistration;
  name?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  className?: string;
  /** Shown under the options, inside the group: a save status, say. */
  children?: ReactNode;
};

export type ChoiceFieldsetProps =
  | (CommonProps & {
      type: 'radio';
      /** A first option with the value '' that leaves the question unanswered. */
      noAnswerLabel?: string;
      value?: string;
      onChange?: (value: string) => void;
    })
  | (CommonProps & {
      type: 'checkbox';
      /** The most boxes that may be ticked: said under the legend, and a tick beyond it is refused. */
      max?: number;
      value?: readonly string[];
      onChange?: (value: string[]) => void;
    });

/**
 * A question answered with radio buttons or checkboxes: a fieldset whose legend names the group,
 * with an optional hint, error and (for checkboxes) a most choices that is enforced. Works
 * controlled (`value`, `onChange`, also through react-hook-form's `Controller`, whose `field.ref`
 * goes to the first option) or with `registration={register('field')}`.
 */
export const ChoiceFieldset = forwardRef<HTMLInputElement, ChoiceFieldsetProps>(
  function ChoiceFieldset(props, ref) {
    const { legend, hint, error, optional, layout = 'cards', registration, disabled } = props;
    const id = useId();
    const ids = fieldIds(id);
    const ruleId = `${id}-rule`;
    const fieldset = useRef<HTMLFieldSetElement>(null);
    const [refused, setRefused] = useState(false);
    const max = props.type === 'checkbox' ? props.max : undefined;
    const options =
      props.type === 'radio' && props.noAnswerLabel !== undefined
        ? [{ value: '', label: props.noAnswerLabel }, ...props.options]
        : props.options;
    const name = props.name ?? registration?.name ?? id;

    /** A tick beyond the most allowed is taken back, whichever way the form is wired. */
    const overMax = (input: HTMLInputElement) => {
      if (max === undefined || !input.checked || !fieldset.current) return false;
      const ticked = [...fieldset.current.elements].filter(
        (element) => element instanceof HTMLInputElement && element.checked,
      ).length;
      if (ticked <= max) return false;
      input.checked = false;
      return true;
    };

    const change = (event: ChangeEvent<HTMLInputElement>) => {
      if (overMax(event.target)) {
        setRefused(true);
        return;
      }
      setRefused(false);
      if (registration) void registration.onChange(event);
      if (props.type === 'radio') props.onChange?.(event.target.value);
      else
        props.onChange?.(
          toggledValues(
            props.options.map((option) => option.value),
            props.value ?? [],
            event.target.value,
          ),
        );
    };

    const checked = (value: string) => {
      if (props.value === undefined) return undefined;
      return typeof props.value === 'string' ? props.value === value : props.value.includes(value);
    };

    return (
      <fieldset
        ref={fieldset}
        aria-describedby={describedBy(
          hint && ids.hint,
          max !== undefined && ruleId,
          error && ids.error,
          props.describedBy,
        )}
        className={cn('@container space-y-2', props.className)}
      >
        <legend className="mb-1 font-semibold">
          {legend}
          <OptionalMark optional={optional} />
        </legend>
        <FieldHint id={ids.hint}>{hint}</FieldHint>
        {max !== undefined && (
          <p id={ruleId} className="text-sm text-muted-foreground">
            {maxRuleText(max)}
          </p>
        )}
        <FieldError id={ids.error} message={error} />
        {props.lead}
        {/* Two columns of cards where the group itself is wide enough, as in a side column it isn't. */}
        <div
          className={layout === 'inline' ? 'flex flex-wrap gap-2' : 'grid gap-2 @md:grid-cols-2'}
        >
          {options.map((option, index) => (
            <ChoiceOptionRow
              key={option.value}
              id={`${id}-${index}`}
              option={option}
              layout={layout}
              inputRef={mergeRefs(registration?.ref, index === 0 ? ref : undefined)}
              input={{
                type: props.type,
                name,
                checked: checked(option.value),
                disabled,
                onChange: change,
                onBlur: (event) => {
                  void registration?.onBlur(event);
                  props.onBlur?.(event);
                },
                'aria-invalid': error || props.invalid ? true : undefined,
              }}
            />
          ))}
        </div>
        {max !== undefined && (
          <p role="status" className="text-sm font-medium">
            {refused ? overMaxText(max) : ''}
          </p>
        )}
        {props.children}
      </fieldset>
    );
  },
);
