import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconChartBar, IconMessageCircle, IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';
import classes from './AuthLayout.module.css';

const FEATURES = [
  {
    icon: IconBulb,
    title: 'Swipe file and competitor research',
    text: 'Save the ads that stop the scroll and track what rivals run.',
  },
  {
    icon: IconMessageCircle,
    title: 'Creative review',
    text: 'Versions, frame-accurate comments and share links in one drive.',
  },
  {
    icon: IconChartBar,
    title: 'Creative analytics',
    text: 'See which hooks, headlines and formats actually win.',
  },
  { icon: IconRocket, title: 'Launch in bulk', text: 'Ship tested creatives to your ad accounts in one go.' },
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The split sign-in layout: the brand panel on the left, the form card on the right. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className={classes.root}>
      <aside className={classes.brand}>
        <div className={classes.brandContent}>
          <BrandLogo inverted size={36} />
        </div>
        <Stack className={classes.brandContent} gap={36} maw={500}>
          <Stack gap="sm">
            <Title order={1} fz={36} lh={1.15} c="white">
              Find the hooks that win.
            </Title>
            <Text fz="lg" c="rgba(255,255,255,0.82)">
              Collect inspiration, review creatives, read what performs and launch, all in one place.
            </Text>
          </Stack>
          <Stack gap="lg">
            {FEATURES.map(({ icon: Icon, title: featureTitle, text }) => (
              <div key={featureTitle} className={classes.feature}>
                <div className={classes.featureIcon}>
                  <Icon size={20} stroke={1.8} />
                </div>
                <div>
                  <Text fw={600} c="white">
                    {featureTitle}
                  </Text>
                  <Text size="sm" c="rgba(255,255,255,0.72)">
                    {text}
                  </Text>
                </div>
              </div>
            ))}
          </Stack>
        </Stack>
        <Text className={classes.brandContent} size="xs" c="rgba(255,255,255,0.6)">
          © {new Date().getFullYear()} Hookline. Creative operations for advertising teams.
        </Text>
      </aside>
      <main className={classes.formSide}>
        <Box className={classes.card}>
          <Paper withBorder shadow="sm" radius="lg" p={36}>
            <Stack gap={4} mb="xl">
              <Title order={2} fz={26}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Box>
      </main>
    </div>
  );
}
