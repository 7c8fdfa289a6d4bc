// Reading a refusal out of what a client call threw (src/runtime/client-failure.ts).
import { describe, expect, it } from 'vitest';
import { failureFieldErrors, failureText, refusalWords } from '../../src/runtime/client-failure.ts';

describe('refusals', () => {
  const fieldRefusal = { message: '参数校验失败', errors: [{ field: 'a', message: '读数超出量程' }, { field: 'b', message: '读数超出量程' }, { field: 'c', message: '请上传照片' }, { nope: 1 }] };

  it('reads the field messages, well-formed only', () => {
    expect(failureFieldErrors(fieldRefusal)).toEqual([
      { field: 'a', message: '读数超出量程' },
      { field: 'b', message: '读数超出量程' },
      { field: 'c', message: '请上传照片' },
    ]);
    expect(failureFieldErrors(null)).toEqual([]);
  });

  it('words a refusal by its fields once each, else its message, else the fallback', () => {
    expect(refusalWords(fieldRefusal, '提交失败')).toBe('读数超出量程 请上传照片');
    expect(refusalWords({ message: '该巡检已提交' }, '提交失败')).toBe('该巡检已提交');
    expect(refusalWords(new TypeError(''), '提交失败')).toBe('提交失败');
    expect(failureText(undefined, '提交失败')).toBe('提交失败');
  });
});
