import { useId, useState, type KeyboardEvent } from 'react';
import type { EnterpriseOption } from '../api/login-api.ts';
import { ENTERPRISE_SEARCH_MIN } from '../config.ts';
import { useEnterpriseSearch } from '../hooks/use-enterprise-search.ts';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

export interface LoginEnterpriseFieldProps {
  /** The id of the text input (the label's `htmlFor`). */
  id: string;
  value: EnterpriseOption | null;
  onChange(value: EnterpriseOption | null): void;
}

/**
 * The login page's optional enterprise: a combobox that searches enterprises by name from
 * ENTERPRISE_SEARCH_MIN characters (debounced) and lists them; arrows and Enter choose, Esc closes, the
 * 清除 button empties it. Plain markup (the login page loads no antd).
 */
export function LoginEnterpriseField({ id, value, onChange }: LoginEnterpriseFieldProps) {
  const listId = useId();
  const enterprises = useEnterpriseSearch();
  const [text, setText] = useState(value?.qymc ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = enterprises.options;

  function type(next: string) {
    setText(next);
    setOpen(true);
    setActive(-1);
    if (value) onChange(null);
    enterprises.search(next);
  }

  function choose(option: EnterpriseOption) {
    onChange(option);
    setText(option.qymc);
    setOpen(false);
  }

  function clear() {
    onChange(null);
    setText('');
    setOpen(false);
    enterprises.search('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter' && open && options[active]) {
      // Enter chooses the highlighted enterprise instead of submitting the form.
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  let hint = '';
  if (enterprises.searching) hint = t('login.enterprise.searching');
  else if (enterprises.query.length < ENTERPRISE_SEARCH_MIN) hint = t('login.enterprise.minChars', { ENTERPRISE_SEARCH_MIN });
  else if (!options.length) hint = t('login.enterprise.noMatch');
  const activeId = open && options[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="zl-control">
      <input
        id={id}
        className="zl-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        placeholder={t('login.enterprise.placeholder')}
        maxLength={64}
        value={text}
        onChange={(e) => type(e.target.value)}
        onFocus={() => setOpen(text !== '' && !value)}
        onBlur={() => {
          setOpen(false);
          setText(value?.qymc ?? '');
        }}
        onKeyDown={onKeyDown}
      />
      {(value || text) && (
        <button type="button" className="zl-affix" aria-label={t('login.enterprise.clearLabel')} onClick={clear}>
          {t('login.enterprise.clear')}
        </button>
      )}
      {open && (
        <ul id={listId} role="listbox" aria-label={t('login.enterprise.matches')} className="zl-list">
          {hint ? (
            <li className="zl-hint" role="presentation">
              {hint}
            </li>
          ) : (
            options.map((o, i) => (
              <li
                key={o.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={value?.id === o.id}
                data-active={i === active}
                className="zl-option"
                // Keeps the focus in the input, so that the blur does not close the list before the click.
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(o)}
              >
                {o.qymc}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
