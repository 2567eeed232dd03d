import { Link } from 'react-router';
import { Alert } from './alert';
import { PageHeading } from './page-heading';

/** A page whose subject was not found: its heading, why, and the one way on. */
export function NotFoundNotice({ title, message, linkText, href }: { title: string; message: string; linkText: string; href: string }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Alert>
        <p>{message}</p>
      </Alert>
      <Link to={href}>{linkText}</Link>
    </>
  );
}
