import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';

/**
 * The frame of a page reached without a session (registration, result query, password reset): the
 * platform's name, a link back to login, and the page on one card; narrow screens get the full width.
 */
export function PublicFrame({
  title,
  subtitle,
  children,
  width = 860,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const { config } = usePlatform();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-1)" pb="xl">
      <Box bg="var(--mantine-color-blue-8)" py="sm" px="md">
        <Group justify="space-between" maw={width} mx="auto" wrap="nowrap">
          <Text
            c="white"
            fw={600}
            size="md"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {config.cityName}
            {config.platformTitle}
          </Text>
          <Anchor component={Link} to={linkTo('login')} c="white" size="sm" style={{ flexShrink: 0 }}>
            返回登录
          </Anchor>
        </Group>
      </Box>
      <Container size={width} px={{ base: 'xs', sm: 'md' }} mt="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Title order={2} mb={4}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mb="lg">
              {subtitle}
            </Text>
          )}
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
