import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { commonZh } from '../../domain/i18n/zh/common.ts';
import { isLang } from '../../domain/i18n/message-format.ts';
import { pageLanguage, textOf } from '../../runtime/i18n/text-of.ts';
import { switchLanguage } from '../i18n/page-language.ts';

const t = textOf(commonZh);

/**
 * The navbar's language switch (beside the size select): 中文 / English; a choice is kept in the `language`
 * cookie and reloads the page. `reload` replaces the page's reload (stories, tests).
 */
export function LanguageSwitch({ reload }: { reload?: () => void }) {
  const lang = pageLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: [
          { key: 'zh', label: t('common.language.zh') },
          { key: 'en', label: t('common.language.en') },
        ],
        onClick: ({ key }) => {
          if (key !== lang && isLang(key)) switchLanguage(key, reload);
        },
      }}
    >
      <Button type="text" aria-label={t('common.language')} title={t('common.language')} icon={<TranslationOutlined />} />
    </Dropdown>
  );
}
