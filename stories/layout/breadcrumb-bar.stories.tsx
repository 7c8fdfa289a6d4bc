import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreadcrumbBar } from '../../src/client/layout/breadcrumb-bar.tsx';
import { resolveMenu } from '../../src/client/router/menu-paths.ts';
import { menuFor, QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** The navbar's breadcrumb: where the page sits in the menu. */
const meta = {
  title: 'Layout/BreadcrumbBar',
  component: BreadcrumbBar,
  args: { menu: resolveMenu(menuFor(QY_ADMIN)) },
  parameters: shell({ layout: 'padded', router: { path: '/tszy/list' } }),
} satisfies Meta<typeof BreadcrumbBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 特殊作业 / 作业票列表. */
export const ModulePage: Story = {};

/** A hidden detail page (/tszy/detail/:id). */
export const DetailPage: Story = { parameters: shell({ router: { path: '/tszy/detail/12' } }) };

/** The workbench. */
export const Workbench: Story = { parameters: shell({ router: { path: '/dashboard' } }) };

/** A path outside the menu: an empty trail. */
export const OutsideTheMenu: Story = { parameters: shell({ router: { path: '/nowhere' } }) };
