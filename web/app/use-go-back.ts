import { useLocation, useNavigate } from 'react-router';

/** Back in history (also to a page before a full reload), or home when this tab has nowhere to go back to. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default' && window.history.length <= 1) void navigate('/');
    else void navigate(-1);
  };
}
