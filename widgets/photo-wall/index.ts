import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

/**
 * The photo wall (照片墙) and its collection campaigns (征集活动) in one widget: they share the photo
 * picker (type and size checks, scaling down large photos), the grid with image preview and the paging.
 * The demo site routes the legacy `photoCollection/index` to the `collection` page.
 */
export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/PhotoWallPage.tsx'),
    myPhotos: () => import('./pages/MyPhotosPage.tsx'),
    uploadPhoto: () => import('./pages/UploadPhotoPage.tsx'),
    collection: () => import('./pages/CollectionPage.tsx'),
  },
  locales: { zh, en, tw },
});
