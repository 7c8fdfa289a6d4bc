/** One field's validation failure, named in Chinese. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error that becomes an envelope `{code, msg}` with the matching HTTP status.
 * `code` equals the status (DESIGN.md §4: non-zero code and matching status).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, errors?: FieldError[]) => new AppError(400, msg, errors);
export const fieldError = (field: string, message: string) => new AppError(400, message, [{ field, message }]);
export const unauthorized = (msg = '验证失败，请重新登录。') => new AppError(401, msg);
export const forbidden = (msg = '无权执行此操作') => new AppError(403, msg);
export const notFound = (msg = '记录不存在') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooMany = (msg: string) => new AppError(429, msg);
