import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InfoDialog } from '@/components/info-dialog';
import { agplTextUrl } from '../links';
import { ExternalLink } from './external-link';

/** What the AGPLv3 lets an administrator do and asks in return, in plain words. */
const points = [
  {
    title: 'Use it',
    text: 'You may run MinIO for any purpose, commercial ones included, on as many servers as you like, without paying a license fee.',
  },
  {
    title: 'Change it',
    text: 'You may read the source code, adapt it to your needs and build your own version.',
  },
  {
    title: 'Share the source of your changes',
    text: 'If you let people use a changed version of the server over a network, you must offer them the source code of that version under the same license. The same applies when you pass copies on. Running an unchanged release asks nothing of this kind.',
  },
  {
    title: 'No warranty',
    text: 'The software comes as it is. Its authors give no warranty and accept no liability for what happens when you use it.',
  },
];

/** The "License details" dialog: the AGPLv3 in brief, and where its full text is. */
export function AgplDetailsDialog({ onClose }: { onClose: () => void }) {
  return (
    <InfoDialog title="GNU AGPL v3.0 in brief" onClose={onClose}>
      <Typography variant="body2" color="text.secondary">
        The GNU Affero General Public License v3.0 is a free-software license. For an administrator it comes
        down to four points:
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {points.map((point) => (
          <div key={point.title}>
            <Typography component="dt" variant="subtitle2">
              {point.title}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {point.text}
            </Typography>
          </div>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        This summary is a guide, not legal advice: the license text is what binds.{' '}
        <ExternalLink href={agplTextUrl}>Read the full text of the AGPLv3 at gnu.org</ExternalLink>
      </Typography>
    </InfoDialog>
  );
}
