import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
  ref?: Ref<HTMLAnchorElement>;
};

function MantineAnchor(props: AnchorProps & AnchorAttributes) {
  return <Anchor {...props} />;
}

function MantineButton(props: ButtonProps & AnchorAttributes) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButton);

/** A Mantine text link to a route, with the route and its params type-checked. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink {...props} />;

/** A Mantine button that is a link to a route, with the route and its params type-checked. */
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <CreatedButtonLink {...props} />;

/** A table row's small 'Edit' button, a link to the row's edit route. */
export const EditButtonLink: LinkComponent<typeof MantineButton> = (props) => {
  const { t } = useTranslation();
  return (
    <CreatedButtonLink size="xs" variant="light" leftSection={<IconPencil size={14} />} {...props}>
      {t('common.edit')}
    </CreatedButtonLink>
  );
};
