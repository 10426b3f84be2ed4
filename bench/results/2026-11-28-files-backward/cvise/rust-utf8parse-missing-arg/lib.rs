mod types;
use types::{State};
trait Receiver {}
struct Parser {
  point : u32, } impl Parser {
  fn advance< R >(self, receiver
                      : &R, ) where {
    let(stateaction) = self.advance();
  }
}
