import { useLocation, useNavigate } from 'react-router';

/** Back in history, or home when this page was the first one opened (nothing to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };
}
