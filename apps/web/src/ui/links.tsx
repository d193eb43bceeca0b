import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

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
