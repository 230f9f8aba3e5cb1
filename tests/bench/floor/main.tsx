/**
 * The floor of the login route's performance (tests/bench/lighthouse.ts): React 19, react-router 7's hash
 * router and Amplify's `signIn`, a bare login form, no styles beyond a few inline ones. What the platform costs
 * before the app adds anything.
 */
import { Amplify } from 'aws-amplify';
import { signIn } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';

Amplify.configure({
  Auth: { Cognito: { userPoolId: 'eu-south-1_Floor0000', userPoolClientId: 'floorclient0000000000000' } },
});

function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await signIn({ username: email, password });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <main
      style={{ maxWidth: 420, margin: '2rem auto', fontFamily: 'system-ui, sans-serif', padding: '0 1rem' }}
    >
      <h1>Accedi al tuo diario</h1>
      <p>Bentornato: accedi per continuare a prenderti cura della tua salute.</p>
      <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem' }}>
        <label>
          E-mail <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit">Accedi</button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  </HashRouter>,
);
