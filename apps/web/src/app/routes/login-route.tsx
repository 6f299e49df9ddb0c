import { useNavigate } from 'react-router';
import { LoginPage } from '../../features/login/components/login-page';

export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onLoggedIn={() => void navigate('/', { replace: true })} />;
}
