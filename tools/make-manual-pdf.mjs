// Writes a small valid PDF (A4, one page) with the manual's outline. Chinese text uses the predefined
// Adobe-GB1 CID font STSong-Light (UniGB-UCS2-H), which PDF viewers provide without embedding.
import fs from 'node:fs';

const lines = [
  [20, '安全风险管控平台 操作手册'],
  [11, 'Safety Risk Management Platform - User Manual (v0.1)'],
  [11, ''],
  [13, '一、登录'],
  [11, '输入登录名和密码登录；集团企业管理员可在登录时选择要管理的企业。'],
  [13, '二、工作台'],
  [11, '登录后进入工作台：查看未读消息、已开通的业务模块和待办事项。'],
  [13, '三、消息提醒'],
  [11, '右上角铃铛显示未读的风险预警数量，点击可查看、标为已读或全部标为已读。'],
  [13, '四、个人中心'],
  [11, '点击右上角头像：返回首页、切换企业、修改密码或退出登录。'],
  [11, '新密码需8-18位，且至少包含大写字母、小写字母、数字、特殊字符中的两种。'],
  [13, '五、模块开通'],
  [11, '访问未开通的模块时，填写联系人姓名、手机号和短信验证码即可提交开通申请。'],
  [13, '六、移动端'],
  [11, '点击右上角手机图标，用手机扫描二维码即可在手机浏览器中使用本平台。'],
];

const hex = (s) => [...s].map((c) => c.codePointAt(0).toString(16).padStart(4, '0')).join('');
let y = 790;
const ops = ['BT'];
for (const [size, text] of lines) {
  y -= size + 12;
  if (!text) continue;
  ops.push(`/F1 ${size} Tf 1 0 0 1 56 ${y} Tm <${hex(text)}> Tj`);
}
ops.push('ET');
const stream = ops.join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
  `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
  '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>',
  '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  `<< /Title <FEFF${hex('安全风险管控平台操作手册')}> /Producer (zax) >>`,
];

let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(out, 'latin1'));
  out += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(out, 'latin1');
out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
fs.writeFileSync(process.argv[2], Buffer.from(out, 'latin1'));
