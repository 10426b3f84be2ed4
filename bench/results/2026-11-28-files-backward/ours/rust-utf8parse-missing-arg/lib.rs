





mod types;

use types:: State; struct a {
    a: State
}

impl a { fn a( self)
    {
        let  a = self.a.advance();
    }
}
