import { TESTIMONIAL_TEXTS } from '@lbd/shared/testimonials';
import Button from '@mui/material/Button';
import { useSession } from '../../../lib/session';
import { FeaturedTestimonials } from '../../testimonials';
import type { AudiencePage } from '../audiences';
import { useStart } from '../use-start';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingShell } from '../components/marketing-shell';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

/** Home page of one audience: mentors, institutes or companies. */
export function AudienceHomePage({ page }: { page: AudiencePage }) {
  const { isSignedIn, openLogin } = useSession();
  const start = useStart();
  return (
    <MarketingShell>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        subtitle={page.subtitle}
        actions={
          <>
            <Button variant="contained" color="secondary" size="large" onClick={start}>
              Get started
            </Button>
            {!isSignedIn && (
              <Button
                variant="outlined"
                size="large"
                onClick={() => openLogin('login')}
                sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
              >
                I have an account
              </Button>
            )}
          </>
        }
      />
      <Section id="audience-features" title="What you can do">
        <FeatureGrid items={page.features} />
      </Section>
      <FeaturedTestimonials
        type={page.audience}
        wrap={(cards) => (
          <Section id="testimonials" title={TESTIMONIAL_TEXTS.sectionTitle} tinted>
            {cards}
          </Section>
        )}
      />
    </MarketingShell>
  );
}
