import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { openLogin, useProfile } from '../../../stores/session-store';

/** /login opens the QR dialog over the home page; a signed-in user has nothing to do here. */
export default function LoginPage() {
  const profile = useProfile();
  useEffect(() => {
    if (!profile) openLogin('qr');
  }, [profile]);
  return <Navigate to={paths.home} replace />;
}
