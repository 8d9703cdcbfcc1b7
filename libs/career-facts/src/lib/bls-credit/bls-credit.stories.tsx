import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlsCredit } from './bls-credit';

const meta = {
  title: 'Career facts/BlsCredit',
  component: BlsCredit,
  args: { sources: { pay: 'May 2024', outlook: '2024–34' } },
} satisfies Meta<typeof BlsCredit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both releases are cited, each with a link to its page at BLS. */
export const PayAndOutlook: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^Pay and growth: U\.S\. Bureau of Labor Statistics/),
    ).toHaveTextContent('Occupational Employment and Wage Statistics, May 2024');
    await expect(canvas.getByRole('link', { name: 'bls.gov/oes' })).toHaveAttribute(
      'href',
      'https://www.bls.gov/oes/',
    );
    await expect(canvas.getByRole('link', { name: 'bls.gov/emp' })).toHaveAttribute(
      'href',
      'https://www.bls.gov/emp/',
    );
  },
};

/** Only the pay release, under the subject the page gives it. */
export const PayOnly: Story = {
  args: { sources: { pay: 'May 2024', outlook: null }, subject: 'Pay' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Pay: U\.S\. Bureau of Labor Statistics/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'bls.gov/emp' })).not.toBeInTheDocument();
  },
};

/** Nothing to cite when the catalogue holds no BLS figures. */
export const NoFigures: Story = {
  args: { sources: { pay: null, outlook: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Bureau of Labor Statistics/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The month is named in the reader's language. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Salario y crecimiento:/)).toHaveTextContent('mayo de 2024');
  },
};
