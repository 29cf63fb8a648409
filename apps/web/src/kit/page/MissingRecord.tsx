import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeByName, type Route } from '@/platform/routing';
import { PageCard } from '@/kit/PageCard';

/**
 * What a record's page shows when its address names no record (a bookmark cut short, a link typed
 * by hand): what is missing, and the way to the list it is opened from.
 */
export function MissingRecord({ route }: { route: Route }) {
  const record = route.record!;
  const list = record.list ? routeByName(record.list) : undefined;
  return (
    <PageCard title={route.title}>
      <Stack gap="sm" align="flex-start" data-testid="missing-record">
        <Text>
          缺少{record.label}，无法打开{route.title}。{list ? `请从「${list.title}」中选择一条记录打开。` : ''}
        </Text>
        {list && (
          <Button component={Link} to={list.path} variant="default">
            打开{list.title}
          </Button>
        )}
      </Stack>
    </PageCard>
  );
}
