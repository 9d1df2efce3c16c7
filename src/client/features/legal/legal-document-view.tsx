import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';
import type { LegalBlock, LegalDocument, LegalLinkTarget } from './content/types';

/** The CNIL's page for lodging a complaint. */
const CNIL_COMPLAINT_URL = 'https://www.cnil.fr/fr/adresser-une-plainte';

const ADDRESSES: Record<Exclude<LegalLinkTarget, 'cnil'>, string> = {
  notice: PATHS.legalNotice,
  terms: PATHS.legalTerms,
  privacy: PATHS.legalPrivacy,
  contact: PATHS.contact,
  settings: PATHS.settings,
};

function TextLink({ to, label }: { to: LegalLinkTarget; label: string }) {
  return to === 'cnil' ? (
    <Link href={CNIL_COMPLAINT_URL}>{label}</Link>
  ) : (
    <Link component={RouterLink} to={ADDRESSES[to]}>
      {label}
    </Link>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Typography>{block}</Typography>;
  if ('list' in block) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {block.list.map((item) => (
          <Typography component="li" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    );
  }
  if ('details' in block) {
    return (
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {block.details.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Typography>
      {block.text}{' '}
      {block.links.map((link, index) => (
        <span key={link.to}>
          {index > 0 && ' · '}
          <TextLink {...link} />
        </span>
      ))}
    </Typography>
  );
}

type LegalDocumentViewProps = { name: string; document: LegalDocument };

/** A legal text: its introduction, a table of contents, then each section under its own heading (h2). */
export function LegalDocumentView({ name, document }: LegalDocumentViewProps) {
  const { t } = useTranslation();
  const sectionId = (index: number) => `${name}-section-${index + 1}`;
  return (
    <>
      <Typography>{document.intro}</Typography>
      <Box component="nav" aria-labelledby={`${name}-contents`}>
        <Typography id={`${name}-contents`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('legal.contents')}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5, listStyle: 'none' }}>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <Link href={`#${sectionId(index)}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {document.sections.map((section, index) => (
        <Box component="section" key={section.heading} aria-labelledby={sectionId(index)} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id={sectionId(index)} variant="h6" component="h2" sx={{ fontWeight: 700, scrollMarginTop: 16 }}>
            {section.heading}
          </Typography>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </Box>
      ))}
    </>
  );
}
