import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PersonSearchSelect, type SearchedPerson } from '../../src/client/pages/tszy/person-search-select.tsx';
import { shows } from '../support/play-helpers.ts';

const PEOPLE: SearchedPerson[] = [
  { id: 1, name: '张伟' },
  { id: 2, name: '张强' },
  { id: 3, name: '李安全' },
];
const search = (query: string) => Promise.resolve(PEOPLE.filter((p) => p.name.includes(query)));

/** The search cell of a 作业人 row, with its search given: the query narrows the options; choosing one hands it on. */
const meta = {
  title: 'Tszy/PersonSearchSelect',
  component: PersonSearchSelect<SearchedPerson>,
  args: { label: '作业人', onPicked: fn(), onChange: fn(), search, optionLabel: (p: SearchedPerson) => `${p.name}（${p.id}）`, notFound: '没有匹配的人员' },
} satisfies Meta<typeof PersonSearchSelect<SearchedPerson>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing 张 leaves the two 张; choosing one calls onPicked with it. */
export const SearchAndPick: Story = {
  play: async ({ args }) => {
    const box = screen.getByRole('combobox', { name: '作业人' });
    await userEvent.type(box, '张');
    await shows(() => screen.getByText('张强（2）'));
    await expect(screen.queryByText('李安全（3）')).toBeNull();
    await userEvent.click(screen.getByText('张强（2）'));
    await waitFor(() => expect(args.onPicked).toHaveBeenCalledWith(PEOPLE[1]));
  },
};

/** Nobody matches the query. */
export const NoneFound: Story = {
  play: async () => {
    await userEvent.type(screen.getByRole('combobox', { name: '作业人' }), '王');
    await shows(() => screen.getByText('没有匹配的人员'));
  },
};

const slowSearch = (query: string) => new Promise<SearchedPerson[]>((r) => setTimeout(() => r(PEOPLE.filter((p) => p.name.includes(query))), query ? 400 : 0));

/** While a query is asked, the previous answer is not offered (a click could land on an option about to go): a spinner shows. */
export const SearchingClearsTheOldAnswer: Story = {
  args: { search: slowSearch },
  play: async () => {
    const box = screen.getByRole('combobox', { name: '作业人' });
    await userEvent.click(box);
    await shows(() => screen.getByText('李安全（3）'));
    await userEvent.type(box, '张');
    await expect(screen.queryByText('李安全（3）')).toBeNull();
    await expect(screen.getByLabelText('正在查找…')).toBeTruthy();
    await shows(() => screen.getByText('张强（2）'));
    await expect(screen.queryByText('李安全（3）')).toBeNull();
  },
};

/** A saved row's person the first page of the search does not offer: named by the row's name, never by the id. */
export const SavedPersonNamed: Story = {
  args: { value: 99, knownName: '王师傅' },
  play: async () => {
    await shows(() => screen.getByText('王师傅'));
    await expect(screen.queryByText('99')).toBeNull();
  },
};
