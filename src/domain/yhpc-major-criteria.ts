// The platform's rows of `major-danger-criterion` (schemas/modules/yhpc/resources): the cases in which a chemical
// or hazardous-chemical enterprise has a major hidden danger, after the national criteria for such enterprises
// (化工和危险化学品生产经营单位重大生产安全事故隐患判定标准（试行）, 2017), written here in our own short words.
// A hidden danger matching one of them is 重大 and cannot be registered as 一般 (yhpc-hidden-danger-rules.ts).

export interface MajorDangerCriterion {
  itemNo: number;
  title: string;
  content: string;
  category: 'people' | 'equipment' | 'process' | 'management' | 'storage';
  standard: string;
}

const STANDARD = '化工和危险化学品生产经营单位重大生产安全事故隐患判定标准（试行）';

const item = (itemNo: number, category: MajorDangerCriterion['category'], title: string, content: string): MajorDangerCriterion => ({
  itemNo,
  title,
  content,
  category,
  standard: STANDARD,
});

export const MAJOR_DANGER_CRITERIA: readonly MajorDangerCriterion[] = [
  item(1, 'people', '负责人和安全管理人员未考核合格', '主要负责人或安全生产管理人员没有依法通过安全生产知识和管理能力考核'),
  item(2, 'people', '特种作业人员无证上岗', '从事特种作业的人员没有取得相应资格证书就上岗作业'),
  item(3, 'equipment', '外部安全防护距离不足', '涉及重点监管危险化学品、重点监管危险化工工艺或重大危险源的装置和储存设施，与外部的安全防护距离达不到国家标准'),
  item(4, 'process', '危险化工工艺未自动化控制', '重点监管危险化工工艺装置没有实现自动化控制或紧急停车，或者已装设的系统没有投用'),
  item(5, 'equipment', '重大危险源罐区缺紧急切断或安全仪表', '一级、二级重大危险源罐区没有紧急切断功能；其中涉及毒性气体、液化气体、剧毒液体的没有独立的安全仪表系统'),
  item(6, 'equipment', '全压力式液化烃储罐无注水措施', '全压力式液化烃储罐没有按国家标准设置注水设施'),
  item(7, 'equipment', '液化气体充装未用万向管道系统', '液化烃、液氨、液氯等易燃易爆或有毒液化气体充装时没有使用万向管道充装系统'),
  item(8, 'equipment', '剧毒或硫化氢管道穿越公共区域', '光气、氯气等剧毒气体或硫化氢管道穿越厂区（园区）以外的公共区域'),
  item(9, 'equipment', '架空电力线路违规穿越生产区', '地区架空电力线路穿越生产区，且不符合国家标准'),
  item(10, 'process', '在役装置未经正规设计和诊断', '在役化工装置没有经过正规设计，也没有做安全设计诊断'),
  item(11, 'process', '使用淘汰工艺设备', '仍在使用淘汰落后安全技术工艺、设备目录所列的工艺或设备'),
  item(12, 'equipment', '缺气体检测报警或防爆电气', '可燃或有毒气体可能泄漏的场所没有按标准设检测报警，或爆炸危险场所没有按标准使用防爆电气'),
  item(13, 'equipment', '控制室机柜间防火防爆不达标', '控制室或机柜间朝向有火灾爆炸危险装置的一侧，达不到防火防爆的标准要求'),
  item(14, 'equipment', '缺双重电源或不间断电源', '化工生产装置没有按标准设双重电源供电，或自动化控制系统没有不间断电源'),
  item(15, 'equipment', '安全附件未正常投用', '安全阀、爆破片等安全附件没有正常投入使用'),
  item(16, 'management', '缺全员责任制或隐患排查制度', '没有建立与岗位相适应的全员安全生产责任制，或没有制定并实施隐患排查治理制度'),
  item(17, 'management', '缺操作规程和工艺指标', '没有制定操作规程和工艺控制指标'),
  item(18, 'management', '特殊作业制度缺失或未执行', '没有按国家标准制定动火、受限空间等特殊作业管理制度，或制度没有有效执行'),
  item(19, 'process', '新工艺未经试验论证或未做反应风险评估', '新工艺未经小试、中试和工业化试验就投产；国内首次使用的工艺未经省级论证；新装置无试生产方案就投料；精细化工未做反应安全风险评估'),
  item(20, 'storage', '危险化学品违规储存', '没有按标准分区分类储存危险化学品，超量、超品种储存，或相互禁配的物质混放混存'),
];
