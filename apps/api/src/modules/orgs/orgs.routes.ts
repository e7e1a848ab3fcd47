import {
  idParamsSchema,
  instituteOrgResponseSchema,
  orgByIdAndNameQuerySchema,
  orgPageResponseSchema,
  orgProfilesQuerySchema,
  orgProfilesResponseSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  ORG_PAGE_LIMITS,
  ORG_TEXTS,
  updateOrgBodySchema,
} from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { Access } from '../../lib/access';
import type { FileStorage } from '../../lib/storage';
import { readUploadedImage, withUploads } from '../../plugins/multipart';
import type { OrgsService } from './orgs.service';

/** An organisation's staff (approved, accepted, active: checked by the service) and admins edit its page. */
const ORG_STAFF: Access = { profiles: ['COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' };

/**
 * Organisation pages (SPEC §2.1 company and institute pages, /partners/{type}; §7.4, §7.7). All
 * public: they show what an organisation publishes and counts, never a person's private details.
 */
export const orgsRoutes: FastifyPluginAsyncZod<{ service: OrgsService; storage: FileStorage }> = async (
  app,
  { service, storage },
) => {
  const config = { access: 'public' as const };
  const tags = ['orgs'];

  app.get(
    '/orgs/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: orgPageResponseSchema } } },
    async (req) => ({ data: await service.org(req.params.id) }),
  );

  // Staff change their own organisation's page (issue 23 item 17); another organisation's answers 404.
  app.put(
    '/orgs/:id',
    {
      config: { access: ORG_STAFF },
      schema: { tags, params: idParamsSchema, body: updateOrgBodySchema, response: { 200: orgPageResponseSchema } },
    },
    async (req) => ({ data: await service.updatePage(actorOf(req), req.params.id, req.body) }),
  );

  await withUploads(app, (uploads) => {
    uploads.put(
      '/orgs/:id/logo',
      {
        config: { access: ORG_STAFF },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: orgPageResponseSchema },
        },
      },
      async (req) => {
        // Who first (404 for another organisation), then the file is read and stored.
        await service.editable(actorOf(req), req.params.id);
        const { bytes, image } = await readUploadedImage(req, ORG_PAGE_LIMITS.logoBytes, ORG_TEXTS.logoFile);
        return {
          data: await service.setLogo(actorOf(req), req.params.id, () =>
            storage.put('org-logos', image.extension, bytes),
          ),
        };
      },
    );
  });

  app.get(
    '/get_org_by_id_and_name',
    { config, schema: { tags, querystring: orgByIdAndNameQuerySchema, response: { 200: orgPageResponseSchema } } },
    async (req) => ({ data: await service.byIdAndName(req.query.id, req.query.name) }),
  );

  app.get(
    '/institute_orgs/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: instituteOrgResponseSchema } } },
    async (req) => ({ data: await service.institute(req.params.id) }),
  );

  // Only mentors are listed publicly (profile_types[]=ADVISOR, the default); other types answer 422.
  app.get(
    '/org_profiles',
    { config, schema: { tags, querystring: orgProfilesQuerySchema, response: { 200: orgProfilesResponseSchema } } },
    (req) => service.advisors(req.query),
  );

  app.get(
    '/partners',
    { config, schema: { tags, querystring: partnersQuerySchema, response: { 200: partnersResponseSchema } } },
    (req) => service.partners(req.query),
  );
};
