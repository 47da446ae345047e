/**
 * The portal's dialogs (legacy-portal §8, §9) over the school's home page: confirm, alert, loading, popup and the
 * image preview, opened through the portal's own dialog service. Texts left out come from the runtime
 * in the toolbar's language; the few given here are what a widget would pass.
 */
import type { Meta } from '@storybook/react-vite';
import { portalStory, type PortalStorySetup } from '../../../.storybook/portal/portalStory.tsx';
import { student } from '../../../tests/unit/support/users.ts';
import type { Language } from '../../shared/manifestProblems.ts';

export default { title: 'Runtime/Dialogs', tags: ['runtime-screen'] } satisfies Meta;

const overHome = (ready: string, afterMount: PortalStorySetup['afterMount']) =>
  portalStory({ path: '/polymerization/homepage', user: student, ready, afterMount });

const leave: Record<Language, [string, string][]> = {
  zh: [
    ['请假类型', '事假'],
    ['起止日期', '2026-11-24 至 2026-11-26'],
    ['事由', '回家办理身份证'],
  ],
  en: [
    ['Leave type', 'Personal'],
    ['Dates', '2026-11-24 to 2026-11-26'],
    ['Reason', 'Renewing my ID card at home'],
  ],
  tw: [
    ['請假類型', '事假'],
    ['起訖日期', '2026-11-24 至 2026-11-26'],
    ['事由', '回家辦理身分證'],
  ],
};

/** Spec §8's default confirm ("submit the following information?") with what is being submitted. */
export const Confirm = overHome('[data-testid="dialog-confirm"]', ({ dialogs, language }) => {
  void dialogs.confirm({
    details: (
      <dl>
        {leave[language].map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    ),
  });
});

/** Spec §8's default alert ("operation successful!"), acknowledged by its one button only. */
export const Alert = overHome('[data-testid="dialog-alert"]', ({ dialogs }) => void dialogs.alert());

/** The loading indicator that covers the page while a form is sent. */
export const Loading = overHome('[data-testid="dialog-loading"]', ({ dialogs }) => void dialogs.showLoading());

const saved: Record<Language, string> = { zh: '已保存到草稿箱', en: 'Saved to drafts', tw: '已儲存到草稿匣' };

/** A popup (toast); it stays here for the designer, where the portal removes it after 1.5 s (legacy-portal §9). */
export const Popup = overHome('[data-testid="dialog-popup"]', ({ dialogs, language }) => void dialogs.popup(saved[language], { durationMs: 60 * 60 * 1000 }));

const photoAlt: Record<Language, string> = { zh: '校园新闻配图', en: 'Campus news photo', tw: '校園新聞配圖' };

/** The full-screen image preview, paging through three photos. */
export const ImagePreview = overHome('[data-testid="image-preview"] img', ({ dialogs, language }) => {
  const images = [1, 2, 3].map((n) => `/static/images/news/cover-${n}.svg`);
  void dialogs.previewImage(images[1]!, { images, alt: photoAlt[language] });
});
