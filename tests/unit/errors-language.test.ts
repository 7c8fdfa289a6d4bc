import { describe, expect, it } from 'vitest';
import { text } from '../../src/domain/i18n/text.ts';
import { AppError } from '../../src/server/http/app-error.ts';
import { str, titled } from '../../src/server/http/json-schema.ts';
import { clientErrorOf, fieldErrorOf } from '../../src/server/plugins/errors.ts';

describe('field messages in the request language', () => {
  const maxLength = (parentSchema: Record<string, unknown>) => ({ keyword: 'maxLength', instancePath: '/name', params: { limit: 5 }, parentSchema });

  it('names the field by x-title-en in English and by its title in Chinese', () => {
    const node = { title: '作业地点', 'x-title-en': 'Work location' };
    expect(fieldErrorOf(maxLength(node), 'body', 'en')).toEqual({ field: 'name', message: 'Work location must be at most 5 characters long' });
    expect(fieldErrorOf(maxLength(node), 'body', 'zh')).toEqual({ field: 'name', message: '作业地点长度不能超过5个字符' });
  });

  it('falls back to the Chinese title when the schema has no English one', () => {
    expect(fieldErrorOf(maxLength({ title: '记录ID' }), 'body', 'en').message).toBe('记录ID must be at most 5 characters long');
  });

  it('a required field takes the title of the missing property', () => {
    const parentSchema = { properties: { a: { title: '甲', 'x-title-en': 'Alpha' } } };
    const e = { keyword: 'required', instancePath: '', params: { missingProperty: 'a' }, parentSchema };
    expect(fieldErrorOf(e, 'body', 'en')).toEqual({ field: 'a', message: 'Alpha is required' });
    expect(fieldErrorOf(e, 'body', 'zh')).toEqual({ field: 'a', message: '请填写甲' });
  });

  it('x-message is a catalogue id (rendered in the language) or words (English in x-message-en)', () => {
    expect(fieldErrorOf(maxLength({ title: 'x', 'x-message': 'permits.weatherNeedsOne' }), 'body', 'en').message).toBe(
      'Please fill in at least one of wind scale, temperature or weather',
    );
    const words = { title: 'x', 'x-message': '请填写登录名', 'x-message-en': 'Please fill in the login name' };
    expect(fieldErrorOf(maxLength(words), 'body', 'en').message).toBe('Please fill in the login name');
    expect(fieldErrorOf(maxLength(words), 'body', 'zh').message).toBe('请填写登录名');
  });

  it('titled() gives a catalogue title in Chinese with its English', () => {
    expect(titled(text('permits.field.site'))).toEqual({ title: '作业地点', 'x-title-en': 'Work location' });
    expect(titled('备注')).toEqual({ title: '备注' });
    expect(str(text('permits.field.site'), { maxLength: 100 })).toEqual({ type: 'string', title: '作业地点', 'x-title-en': 'Work location', maxLength: 100 });
  });

  it('an AppError with nested texts and a database error answer in English', () => {
    const err = new AppError(409, text('rules.permit.wrongState', { state: text('rules.permit.state.DRAFT'), action: text('rules.permit.action.audit') }));
    expect(err.message).toBe('作业票当前状态为「草稿」，不能审批');
    expect(clientErrorOf(err, 'en')?.body).toEqual({ code: 409, msg: 'The work permit is now "Draft": you cannot approve it' });
    const pg = Object.assign(new Error('dup'), { code: '23505' });
    expect(clientErrorOf(pg, 'en')?.body).toEqual({ code: 409, msg: 'The record already exists' });
    expect(clientErrorOf(pg)?.body).toEqual({ code: 409, msg: '记录已存在' });
  });
});
