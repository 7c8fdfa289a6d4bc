import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { PermitMeasure } from '../../src/domain/permit-measures.ts';
import { PermitMeasureList } from '../../src/client/pages/tszy/permit-measure-list.tsx';
import { mockCalls, ok, okData } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const TEMPLATES = [
  { id: 11, name: '清理可燃物', workType: 'DONG_HUO', grades: [], phase: 'before', content: '动火点周围可燃物已清除', measureType: 'technical', confirmRole: 'guardian', needPhoto: true, basis: 'GB 30871—2022 5.2.6' },
  { id: 12, name: '配备灭火器材', workType: 'DONG_HUO', grades: ['ER_JI'], phase: 'before', content: '动火现场配备灭火器', measureType: 'emergency', confirmRole: 'guardian', needPhoto: false, basis: null },
  { id: 13, name: '动火监护', workType: 'DONG_HUO', grades: [], phase: 'during', content: '监护人全程在场监护', measureType: 'management', confirmRole: 'guardian', needPhoto: false, basis: null },
];

/** 安全措施 of the permit form (issue 16 item 5): filled from the enterprise's measure templates, each confirmed by a person picked. */
const meta = {
  title: 'Tszy/PermitMeasureList',
  component: PermitMeasureList,
  args: { kind: 'DONG_HUO' },
  render: (args) => (
    <Form layout="vertical" initialValues={{ dongHuoJiBie: '二级', anQuanCuoShi: [{ cuoShi: '动火现场配备灭火器', sheJi: true, queRenRen: '刘洋', queRenRenYuan: 6, jieDuan: 'before' }] satisfies PermitMeasure[] }}>
      <Form.Item name="dongHuoJiBie" hidden>
        <input />
      </Form.Item>
      <PermitMeasureList {...args} />
    </Form>
  ),
  parameters: shell({
    api: {
      'GET /tszy/dongHuo/measureTemplates': ok({ dataList: TEMPLATES, total: TEMPLATES.length }),
      'POST /user/staffinfo/list': okData({ rows: [{ id: 6, name: '刘洋', departmentName: '生产二车间', post: '班长' }, { id: 5, name: '陈明' }], total: 2 }),
    },
  }),
} satisfies Meta<typeof PermitMeasureList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 从措施模板带入 asks the templates of 动火 二级 and adds those not on the list yet, after the measure present. */
export const FillFromTemplates: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /从措施模板带入/ }));
    await shows(() => screen.getByText('已带入2条安全措施，1条已在清单中'));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/tszy/dongHuo/measureTemplates')?.query).toMatchObject({ jiBie: 'ER_JI' }));
    await expect(screen.getByRole('textbox', { name: '安全措施 2' })).toHaveValue('动火点周围可燃物已清除');
    await expect(screen.getByRole('textbox', { name: '安全措施 3' })).toHaveValue('监护人全程在场监护');
    await expect(screen.getByText('作业中')).toBeVisible();
  },
};

/** A measure's confirmer is picked among the staff. */
export const PickConfirmer: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /从措施模板带入/ }));
    const select = await screen.findByRole('combobox', { name: '确认人（选择人员） 2' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByTitle('陈明'));
    await waitFor(() => expect(select.closest('.ant-select')?.querySelector('.ant-select-selection-item')).toHaveTextContent('陈明'));
  },
};

/** No template applies. */
export const NoTemplates: Story = {
  parameters: shell({ api: { 'GET /tszy/dongHuo/measureTemplates': ok({ dataList: [], total: 0 }) } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /从措施模板带入/ }));
    await shows(() => screen.getByText('没有适用于动火二级的已启用措施模板'));
  },
};
