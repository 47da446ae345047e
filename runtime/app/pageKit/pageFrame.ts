import { createContext, useContext } from 'react';
import type { WidgetMeta } from '../../shared/generated/widgetMeta.ts';

/**
 * What the page kit knows of the page on screen, given by PageHost around every widget page: its widget's
 * facts (the sub-navigation, the page titles), the page id, the module the user opened it through, the
 * app, and the page's title in the reader's language. WidgetPage reads it so a page need not pass it on.
 */
export interface PageFrame {
  widget: WidgetMeta;
  page: string;
  module: string;
  title: string;
  appKey?: string;
}

export const PageFrameContext = createContext<PageFrame | undefined>(undefined);

/** The page on screen, or undefined outside a widget page (a runtime screen, a unit test of a part). */
export const usePageFrame = (): PageFrame | undefined => useContext(PageFrameContext);
