/**
 * The runtime's public surface: the one entry widgets import from (docs/architecture.md, "Boundaries"). The runtime never
 * imports a widget; widgets never reach past this file.
 */
export { defineWidget, type PageRequest, type WidgetDefinition, type WidgetPageProps } from './registry/widgetDefinition.ts';
export { useSite, useApi, useImageUrl, usePortal, useDialogs } from './site/PortalContext.tsx';
export { useAccess, type Access } from './auth/AuthProvider.tsx';
export { canUse, isAdmin } from '../shared/permissions.ts';
export {
  POPUP_DISMISS_MS,
  IMAGE_PREVIEW_LOADING_DELAY_MS,
  type Dialogs,
  type ConfirmOptions,
  type AlertOptions,
  type PopupOptions,
  type ImagePreviewOptions,
} from './dialogs/dialogService.ts';
export { formatTime } from './format/formatTime.ts';
export { formatElapsed } from './format/formatElapsed.ts';
export type { CallOptions } from './api/requestClient.ts';
export { ApiError, isApiError } from './api/apiError.ts';
export type { ApiResponses, ApiData } from './api/apiResponses.ts';
export type { ApiClient, Query } from './api/requestClient.ts';
export { localize } from './i18n/i18n.ts';
export { useTranslation } from './i18n/useTranslation.tsx';
export { StatChart, type StatChartProps, type ChartSeries } from './statistics/StatChart.tsx';
export { TableExportButtons } from './statistics/TableExportButtons.tsx';
export { StatTiles, type StatTile } from './statistics/StatTiles.tsx';
export { DataTable, TableSection, type DataTableProps, type TableColumn } from './statistics/DataTable.tsx';
export { downloadTable, type ExportColumn, type ExportFormat } from './statistics/tableExport.ts';
export { calendarText, downloadCalendar, type CalendarEvent } from './calendar/calendarFile.ts';
export { LoadingView, EmptyView } from './screens/LoadingView.tsx';
export { NetworkErrorScreen } from './screens/NetworkErrorScreen.tsx';
export { NoDataView } from './screens/NoDataView.tsx';
export { SystemExceptionView } from './screens/SystemExceptionView.tsx';
export { StatusScreen } from './screens/StatusScreen.tsx';
export { statusImages } from './screens/statusImages.ts';
export { SafeHtml, loadRichTextSanitizer } from './components/SafeHtml.tsx';
export type { RichTextSanitizer } from '../shared/richTextPolicy.ts';
export { LoadMoreFooter, type LoadMoreState } from './components/LoadMoreFooter.tsx';
export { AppIcon } from './components/AppIcon.tsx';
export { formatDate } from './components/formatDate.ts';
export type { ResolvedSiteManifest, ResolvedApp } from '../shared/generated/resolvedSiteManifest.ts';
export { useApiQuery, type QueryState } from './api/useApiQuery.ts';
export { DetailPage } from './pages/DetailPage.tsx';
export { detailRequest, everyPageOf, isRecordId, pagedListRequest } from './api/pageRequests.ts';
export { useLastData } from './api/useLastData.ts';
export { ApiErrorView } from './screens/ApiErrorView.tsx';
export { useLocalize } from './i18n/useLocalized.ts';
export * from './formState/index.ts';
export { IMAGE_UPLOAD, DOCUMENT_UPLOAD, checkUpload, type UploadRules, type UploadProblem } from './upload/uploadRules.ts';
export { uploadFile, uploadImageData, useUploadCheck, UploadRejected, type UploadedFile } from './upload/uploadFile.ts';
export { useImageUploads, type ImageUploads, type PickedImage } from './upload/useImageUploads.ts';
export { ImagePicker } from './upload/ImagePicker.tsx';
export { Pager } from './components/Pager.tsx';
export { TableScroll } from './components/TableScroll.tsx';
export { ListHeader } from './components/ListHeader.tsx';
export { DecisionForm, type DecisionChoice } from './components/DecisionForm.tsx';
export { FilteredList, ListFilters, type ListCategory } from './components/ListFilters.tsx';
export { AttachmentList } from './components/AttachmentList.tsx';
export { BackLink, RelatedLinks } from './components/DetailLinks.tsx';
export { Facts, type Fact } from './components/Facts.tsx';
export { withoutBidiControls } from '../shared/bidiControls.ts';
export { formatFileSize, type Attachment } from './components/attachmentFiles.ts';
export { useListSearch, LIST_SEARCH_DELAY_MS, type ListSearch } from './lists/useListSearch.ts';
export { isWeChat } from './layout/userAgent.ts';
export { safeRedirectPath } from '../shared/safeRedirectPath.ts';
export { loadWeChatSdk } from './share/wechatShare.ts';
export { usePagedList, type PagedList, type PagedListOptions, type PagedItem, type PageAnswer } from './api/usePagedList.ts';
export { FormRunner, type FormRunnerProps } from './forms/FormRunner.tsx';
export { FormValuesView, type FormValuesViewProps } from './forms/FormValuesView.tsx';
export { answerText, usesRegions } from './forms/answerText.ts';
export { useRegionData } from './forms/fields/RegionField.tsx';
export type { JsonBody } from './api/requestClient.ts';
export * from '../shared/forms/index.ts';
export { WidgetPage, type PageWidth } from './pageKit/WidgetPage.tsx';
export { QueryView } from './pageKit/QueryView.tsx';
export { ListView } from './pageKit/ListView.tsx';
export { useAction, type Action, type ActionCall, type ActionOptions } from './pageKit/useAction.ts';
export { ActionButton, ActionMessage } from './pageKit/ActionButton.tsx';
export { FormActions, FormProblem } from './pageKit/FormActions.tsx';
export { usePageFrame } from './pageKit/pageFrame.ts';
export { QrCode } from './components/QrCode.tsx';
export {
  DAY_S,
  addDays,
  beforeDeadline,
  clockOf,
  dayOf,
  dayOfSeconds,
  dayStart,
  instantOf,
  lastDays,
  midnightOf,
  minuteOfDay,
  minutesOf,
} from '../shared/chinaTime.ts';
export { useKeptQuery } from './pageKit/useKeptQuery.ts';
export { directoryEntries, searchEntries, groupByCategory, type DirectoryEntry, type DirectoryGroup } from './site/directoryEntries.ts';
