(declare-fun k () Int)
(define-funs-rec ( ( fib ((x!1 Int)) Int))
                 ( (ite (<= x!1 1)
                        x!1
                        (+ ((_ fib 0) (- x!1 1)) ((_ fib 0) (- x!1 2))))))
(assert (= ((_ fib 0) k) 8))
(check-sat)
