import { widgetLoaders } from 'virtual:widgets';
import { moduleWidgetSource } from './widgetRegistry.ts';

/** Dev server, tests and Storybook: widgets straight from their folders (never in a production build). */
export const devWidgetSource = moduleWidgetSource(widgetLoaders);
