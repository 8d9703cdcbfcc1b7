import { COOL_SITES, VETERANS_SEARCH_URL, militaryJobFor } from '@pathwise/assessment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VeteransNote } from './veterans-note';

const meta = {
  title: 'Career facts/VeteransNote',
  component: VeteransNote,
} satisfies Meta<typeof VeteransNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The note by its whole text: the job's title is a part of its own, marked English. */
const noteSaying = (pattern: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && pattern.test(element.textContent ?? '');

/** A military job Pathwise doesn't know: the official search that knows them all. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /^Pathwise knows the civilian careers of the most common military jobs only/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Next Move for Veterans' })).toHaveAttribute(
      'href',
      VETERANS_SEARCH_URL,
    );
  },
};

/** A common job: which careers lead the list, on whose word, and the job's title marked English. */
export const KnownJob: Story = {
  args: { job: militaryJobFor('88M') ?? undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        noteSaying(
          /^Motor Transport Operator \(Army 88M\) trains for the civilian careers listed first below/,
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'COOL' })).toHaveAttribute(
      'href',
      COOL_SITES.Army,
    );
    await expect(canvasElement.querySelector('span[lang="en"]')).toHaveTextContent(
      'Motor Transport Operator',
    );
  },
};

/** With filters on, the note doesn't promise the careers lead what is shown. */
export const KnownJobFiltered: Story = {
  args: { job: militaryJobFor('hospital corpsman') ?? undefined, filtered: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        noteSaying(
          /^Hospital Corpsman \(Navy HM\) trains for the civilian careers that come first in this list when no filter is on/,
        ),
      ),
    ).toBeVisible();
  },
};
