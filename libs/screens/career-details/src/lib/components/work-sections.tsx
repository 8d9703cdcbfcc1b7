import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { oneDecimal, workValueText } from '@pathwise/career-words';
import type { CareerDetails } from '@pathwise/contract';
import { orderTasks, orderWorkValues, topSkills } from '../career-sections';
import { EnglishOnlyNote } from './english-only-note';
import { Section } from './section';

/** Tasks shown before the rest fold away. */
const TASKS_SHOWN = 8;

export function SkillsSection({ skills }: { skills: CareerDetails['skills'] }) {
  const { t } = useLingui();
  const top = topSkills(skills);
  if (top.length === 0) return null;
  return (
    <Section
      title={t`Most important skills`}
      intro={t`How important O*NET rates each skill for this work, from 1 (not important) to 5 (extremely important).`}
    >
      <>
        <ul className="grid grid-fit-72 gap-2">
          {top.map((skill) => (
            <li
              key={skill.name}
              className="flex flex-wrap justify-between gap-x-3 rounded-lg bg-muted px-3 py-2"
            >
              <span className="min-w-0 font-medium">{skill.name}</span>
              <OutOf value={skill.importance} top={5} />
            </li>
          ))}
        </ul>
      </>
    </Section>
  );
}

/** A rating with one decimal against its scale's top: "4.2 of 5". */
function OutOf({ value, top }: { value: number; top: 5 | 7 }) {
  const rating = oneDecimal(value);
  return (
    <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">
      {top === 5 ? <Trans>{rating} of 5</Trans> : <Trans>{rating} of 7</Trans>}
    </span>
  );
}

/** A task, in O*NET's English (marked so), and whether it is core, in the reader's language. */
function TaskItem({ task }: { task: CareerDetails['tasks'][number] }) {
  return (
    <li className="flex gap-2">
      <span lang="en">{task.task}</span>
      {task.core && (
        <span className="h-fit shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
          <Trans>Core</Trans>
        </span>
      )}
    </li>
  );
}

export function TasksSection({ tasks }: { tasks: CareerDetails['tasks'] }) {
  const { t } = useLingui();
  const ordered = orderTasks(tasks);
  if (ordered.length === 0) return null;
  const shown = ordered.slice(0, TASKS_SHOWN);
  const more = ordered.slice(TASKS_SHOWN);
  const hidden = more.length;
  return (
    <Section
      title={t`Main tasks`}
      intro={t`What people in this job spend their time on. Core tasks are central to the job; the others come up in some roles.`}
    >
      <>
        <EnglishOnlyNote className="mb-3" />
        <ul className="list-disc space-y-2 ps-5">
          {shown.map((task) => (
            <TaskItem key={task.task} task={task} />
          ))}
        </ul>
        {more.length > 0 && (
          <details className="mt-3">
            <summary className="cursor-pointer font-medium">
              <Plural value={hidden} one="Show # more task" other="Show # more tasks" />
            </summary>
            <ul className="mt-2 list-disc space-y-2 ps-5">
              {more.map((task) => (
                <TaskItem key={task.task} task={task} />
              ))}
            </ul>
          </details>
        )}
      </>
    </Section>
  );
}

export function WorkValuesSection({ values }: { values: CareerDetails['workValues'] }) {
  const { t } = useLingui();
  const ordered = orderWorkValues(values);
  if (ordered.length === 0) return null;
  return (
    <Section
      title={t`What the work offers`}
      intro={t`O*NET's work values: how much this career offers each, from 1 (very little) to 7 (a great deal).`}
    >
      <>
        <ul className="space-y-3">
          {ordered.map((value) => (
            <li key={value.name}>
              <p className="flex justify-between gap-3">
                <span className="font-medium">{value.name}</span>
                <OutOf value={value.extent} top={7} />
              </p>
              {workValueText(value.name) && (
                <p className="text-sm text-muted-foreground">{workValueText(value.name)}</p>
              )}
            </li>
          ))}
        </ul>
      </>
    </Section>
  );
}
