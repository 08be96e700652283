import { ERROR_CODES } from '@hookline/domain';
import { Anchor, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { TemplatesArea, type TemplatesContext } from '../shared/TemplatesArea.tsx';
import pageClasses from '../shared/TemplatesPage.module.css';
import { TemplateView } from '../template/TemplateView.tsx';
import { templatesPaths } from '../templates-paths.ts';

/** `templates/t/:templateId`: a template's page, with "Make it yours". */
export function TemplatePage() {
  return (
    <TemplatesArea>
      {(context) => <TemplateLoader key={context.workspace._id} context={context} />}
    </TemplatesArea>
  );
}

function TemplateLoader({ context }: { context: TemplatesContext }) {
  const { templateId = '' } = useParams();
  const template = useQuery({
    queryKey: TEMPLATE_KEYS.template(templateId),
    queryFn: ({ signal }) => templatesApi.get(templateId, context.workspace._id, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

  let content;
  if (template.isPending) {
    content = (
      <SimpleGrid cols={2} spacing="xl" role="status" aria-busy="true" aria-label="Loading the template">
        <div>
          <Skeleton style={{ aspectRatio: '4 / 5' }} h="auto" radius="md" />
        </div>
        <div>
          <Stack gap="sm">
            <Skeleton height={28} width="60%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={120} mt="md" />
          </Stack>
        </div>
      </SimpleGrid>
    );
  } else if (template.isError) {
    const missing = isApiError(template.error) && template.error.code === ERROR_CODES.notFound;
    content = missing ? (
      <Stack align="center" ta="center" gap="xs" py={72}>
        <Text fw={600}>This template isn’t in the library</Text>
        <Text size="sm" c="dimmed">
          It may have been removed, or the link is wrong.
        </Text>
        <Button mt="xs" variant="default" component={Link} to={templatesPaths.discover()}>
          Browse templates
        </Button>
      </Stack>
    ) : (
      <LoadError
        what="the template"
        onRetry={() => void template.refetch()}
        retrying={template.isRefetching}
      />
    );
  } else {
    content = <TemplateView template={template.data} context={context} />;
  }

  return (
    <div className={pageClasses.page}>
      <Anchor component={Link} to={templatesPaths.discover()} className={pageClasses.back}>
        <IconArrowLeft size={14} aria-hidden />
        All templates
      </Anchor>
      {content}
    </div>
  );
}
