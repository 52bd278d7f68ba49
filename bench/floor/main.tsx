// The floor: the least a React 19 app downloads and runs to paint one heading. The bench builds and
// serves it exactly as it does the shop, so the shop's figures read against what React alone costs.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <h1>Game top-up shop</h1>
  </StrictMode>,
)
