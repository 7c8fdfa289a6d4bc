import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Col, Row, Typography } from 'antd';
import { MenuIcon } from '../../src/client/layout/menu-icon.tsx';
import { FULL_MENU } from '../support/fixtures.ts';

/** meta.icon of the menu's top entries, plus a name the map does not know. */
const NAMES = [...new Set(FULL_MENU.map((n) => n.meta?.icon ?? n.children?.[0]?.meta?.icon).filter((i): i is string => !!i)), 'unknown-name'];

/** The icon of a menu entry: the original svg-icon names mapped onto @ant-design/icons. */
const meta = {
  title: 'Layout/MenuIcon',
  component: MenuIcon,
  args: { name: 'fire' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MenuIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon (change the name in the controls). */
export const Single: Story = {
  render: (args) => (
    <span style={{ fontSize: 32 }}>
      <MenuIcon {...args} />
    </span>
  ),
};

/** Every icon name the default menu uses; unknown names get the generic icon. */
export const AllMenuIcons: Story = {
  render: () => (
    <Row gutter={[8, 8]}>
      {NAMES.map((name) => (
        <Col key={name} span={4}>
          <Card size="small" styles={{ body: { textAlign: 'center' } }}>
            <span style={{ fontSize: 24 }}>
              <MenuIcon name={name} />
            </span>
            <Typography.Paragraph style={{ margin: 0 }} type="secondary">
              {name}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  ),
};
