 enum a {
    
    a
}
#[derive( Default)]
pub enum State {
    
    #[default]
    a
}

impl State {
    pub fn advance(self, a: u8) -> (State, a) {
        match self {
            State => (State, a::a)
        }
    }
}
