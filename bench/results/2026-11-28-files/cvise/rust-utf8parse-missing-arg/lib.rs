mod types;
struct Parser {
  } impl Parser {
  fn advance< R >(self, receiver
                      : &R, ) where {
    self.advance();
  }
}
