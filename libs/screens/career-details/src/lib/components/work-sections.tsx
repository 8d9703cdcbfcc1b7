import type { CareerDetails } from '@pathwise/contract';
import { orderTasks, orderWorkValues, topSkills } from '../career-sections';
import { workValueText } from '../work-values';
import { Section } from './section';

/** Tasks shown before the rest fold away. */
const TASKS_SHOWN = 8;

export function SkillsSection({ skills }: { skills: CareerDetails['skills'] }) {
  const top = topSkills(skills);
  if (top.length === 0) return null;
  return (
    <Section
      title="Most important skills"
      intro="How important O*NET rates each skill for this work, from 1 (not important) to 5 (extremely important)."
    >
      <>
        <ul className="grid gap-2 sm:grid-cols-2">
          {top.map((skill) => (
            <li
              key={skill.name}
              className="flex justify-between gap-3 rounded-lg bg-muted px-3 py-2"
            >
              <span className="font-medium">{skill.name}</span>
              <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">
                {skill.importance.toFixed(1)} of 5
              </span>
            </li>
          ))}
        </ul>
      </>
    </Section>
  );
}

function TaskItem({ task }: { task: CareerDetails['tasks'][number] }) {
  return (
    <li className="flex gap-2">
      <span>{task.task}</span>
      {task.core && (
        <span className="h-fit shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
          Core
        </span>
      )}
    </li>
  );
}

export function TasksSection({ tasks }: { tasks: CareerDetails['tasks'] }) {
  const ordered = orderTasks(tasks);
  if (ordered.length === 0) return null;
  const shown = ordered.slice(0, TASKS_SHOWN);
  const more = ordered.slice(TASKS_SHOWN);
  return (
    <Section
      title="Main tasks"
      intro="What people in this job spend their time on. Core tasks are central to the job; the others come up in some roles."
    >
      <>
        <ul className="list-disc space-y-2 pl-5">
          {shown.map((task) => (
            <TaskItem key={task.task} task={task} />
          ))}
        </ul>
        {more.length > 0 && (
          <details className="mt-3">
            <summary className="cursor-pointer font-medium">
              {more.length === 1 ? 'Show 1 more task' : `Show ${more.length} more tasks`}
            </summary>
            <ul className="mt-2 list-disc space-y-2 pl-5">
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
  const ordered = orderWorkValues(values);
  if (ordered.length === 0) return null;
  return (
    <Section
      title="What the work offers"
      intro="O*NET's work values: how much this career offers each, from 1 (very little) to 7 (a great deal)."
    >
      <>
        <ul className="space-y-3">
          {ordered.map((value) => (
            <li key={value.name}>
              <p className="flex justify-between gap-3">
                <span className="font-medium">{value.name}</span>
                <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">
                  {value.extent.toFixed(1)} of 7
                </span>
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
