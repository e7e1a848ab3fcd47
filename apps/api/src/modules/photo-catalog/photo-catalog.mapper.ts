import type { Album, Photo, PhotoUpload } from '@lbd/shared';
import type { PhotoKeys } from '../../db/schema';

const url = (key: string) => `/uploads/${key}`;

export interface PhotoRow {
  id: number;
  album_id: number | null;
  alt_text: string | null;
  width: number;
  height: number;
  keys: PhotoKeys;
  inserted_at: Date;
  added_at: Date | null;
}

export const toPhoto = (r: PhotoRow): Photo => ({
  id: r.id,
  album_id: r.album_id ?? 0,
  alt_text: r.alt_text ?? '',
  width: r.width,
  height: r.height,
  thumb_url: url(r.keys.thumb),
  medium_url: url(r.keys.medium),
  large_url: url(r.keys.large),
  inserted_at: (r.added_at ?? r.inserted_at).toISOString(),
});

export const toUpload = (r: PhotoRow): PhotoUpload => ({
  id: r.id,
  width: r.width,
  height: r.height,
  thumb_url: url(r.keys.thumb),
  medium_url: url(r.keys.medium),
  inserted_at: r.inserted_at.toISOString(),
});

export interface AlbumRow {
  id: number;
  title: string;
  description: string;
  org_id: number;
  org_name: string;
  event_id: number | null;
  event_title: string | null;
  club_id: number | null;
  club_title: string | null;
  photo_count: number;
  inserted_at: Date;
}

export const toAlbum = (r: AlbumRow, cover: PhotoRow | null, canManage: boolean): Album => ({
  id: r.id,
  title: r.title,
  description: r.description,
  org: { id: r.org_id, name: r.org_name },
  event: r.event_id !== null && r.event_title !== null ? { id: r.event_id, name: r.event_title } : null,
  club: r.club_id !== null && r.club_title !== null ? { id: r.club_id, name: r.club_title } : null,
  photo_count: r.photo_count,
  cover: cover ? toPhoto(cover) : null,
  can_manage: canManage,
  inserted_at: r.inserted_at.toISOString(),
});
