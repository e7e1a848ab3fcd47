import { PHOTO_CATALOG_TEXTS as T } from '@lbd/shared/photo-catalog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { useAlbums, usePhotoPage } from '../api';
import { Lightbox } from '../components/lightbox';
import { PhotoGrid } from '../components/photo-grid';

const AddPhotosDialog = lazy(() =>
  import('../components/add-photos-dialog').then((m) => ({ default: m.AddPhotosDialog })),
);

/**
 * /instaCatalog (public): the albums, a grid of photos a page at a time (instaData, maxPage of SPEC §3.6),
 * a lightbox; an organisation's approved staff and admins get 'Add photos'.
 */
export default function PhotoCatalogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const albumId = Number(params.get('album')) || null;
  const { user } = useSession();
  const photos = usePhotoPage(page, albumId);
  const albums = useAlbums(1);
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const type = user?.profile?.profile_type;
  const isStaff =
    Boolean(user?.is_admin) || ((type === 'COMPANY' || type === 'INSTITUTION') && Boolean(user?.profile?.active));

  const go = (next: { page?: number; album?: number | null }) => {
    const p = new URLSearchParams(params);
    const album = next.album === undefined ? albumId : next.album;
    if (album) p.set('album', String(album));
    else p.delete('album');
    if (next.page && next.page > 1) p.set('page', String(next.page));
    else p.delete('page');
    setParams(p);
  };

  const data = photos.data;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {T.title}
          </Typography>
          <Typography color="text.secondary">{data?.album?.description || T.intro}</Typography>
        </Box>
        {isStaff && (
          <Button variant="contained" onClick={() => setAdding(true)} sx={{ alignSelf: { sm: 'center' } }}>
            {T.addPhotos}
          </Button>
        )}
      </Stack>
      <Box component="nav" aria-label={T.albums} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip
          label={T.allPhotos}
          color={albumId === null ? 'primary' : 'default'}
          onClick={() => go({ album: null, page: 1 })}
        />
        {(albums.data?.data ?? []).map((a) => (
          <Chip
            key={a.id}
            label={`${a.title} · ${T.photoCount(a.photo_count)}`}
            color={albumId === a.id ? 'primary' : 'default'}
            onClick={() => go({ album: a.id, page: 1 })}
            aria-pressed={albumId === a.id}
          />
        ))}
      </Box>
      {data?.album && (
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {data.album.title}
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 16 }}>
            {data.album.org.name}
            {data.album.event ? ` · ${data.album.event.name}` : data.album.club ? ` · ${data.album.club.name}` : ''}
          </Typography>
        </Typography>
      )}
      {photos.isPending ? (
        <PageLoading />
      ) : photos.isError && !data ? (
        <Alert severity="error">The photos could not be loaded. Please try again.</Alert>
      ) : data && data.instaData.length > 0 ? (
        <>
          <PhotoGrid photos={data.instaData} onOpen={setOpen} />
          {data.maxPage > 1 && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              count={data.maxPage}
              page={Math.min(page, data.maxPage)}
              onChange={(_, p) => go({ page: p })}
              getItemAriaLabel={(kind, p) => (kind === 'page' ? `Page ${p}` : `Go to ${kind} page`)}
            />
          )}
          <Lightbox photos={data.instaData} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
        </>
      ) : (
        <Typography color="text.secondary">{T.noPhotos}</Typography>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddPhotosDialog open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Box>
  );
}
